/**
 * Type definitions as GraphQL reads them, with what Gatsby declares for every site (the Node
 * interface, the JSON scalar, its @dontInfer and @link directives) declared alongside. Gatsby's own
 * schema, with the resolvers, is built by every fixture build (__tests__/build/fixtures.test.ts)
 * and queried by __tests__/develop/.
 */
import { GraphQLInterfaceType, GraphQLObjectType, buildSchema, type GraphQLSchema } from "gatsby/graphql";

const GATSBY_DECLARES = `
  interface Node { id: ID! }
  scalar JSON
  directive @dontInfer on OBJECT
  directive @link(by: String, from: String) on FIELD_DEFINITION
`;

/** The schema of these type definitions; throws, naming the problem, on an unknown type or a misplaced directive. */
export const schemaOf = (...typeDefs: string[]): GraphQLSchema => buildSchema([GATSBY_DECLARES, ...typeDefs].join("\n"));

/** The object types the definitions declare (Gatsby's and GraphQL's own left out). */
export function declaredTypes(schema: GraphQLSchema): GraphQLObjectType[] {
  return Object.values(schema.getTypeMap()).filter((type): type is GraphQLObjectType => type instanceof GraphQLObjectType && !type.name.startsWith("__"));
}

/** Each type and field without a description, as `Type` or `Type.field`. */
export function undocumented(schema: GraphQLSchema): string[] {
  return declaredTypes(schema).flatMap((type) => [
    ...(type.description?.trim() ? [] : [type.name]),
    ...Object.values(type.getFields())
      .filter((field) => !field.description?.trim())
      .map((field) => `${type.name}.${field.name}`),
  ]);
}

/** The node types: those that implement Node, which must each be declared @dontInfer so the schema never follows the content. */
export function nodeTypes(schema: GraphQLSchema): { name: string; dontInfer: boolean }[] {
  return declaredTypes(schema)
    .filter((type) => type.getInterfaces().some((i: GraphQLInterfaceType) => i.name === "Node"))
    .map((type) => ({ name: type.name, dontInfer: type.astNode?.directives?.some((d) => d.name.value === "dontInfer") ?? false }));
}
