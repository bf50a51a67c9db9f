/**
 * Terraform type constraints, as module inputs declare them: parsing (`list(object({ a = string }))`),
 * and checking that a default value has that type.
 */
export type HclType =
  | { kind: "string" | "number" | "bool" | "any" }
  | { kind: "list" | "set" | "map"; element: HclType }
  | { kind: "object"; attributes: Record<string, { type: HclType; optional: boolean; hasDefault: boolean }> }
  | { kind: "tuple"; elements: HclType[] };

type Token = { kind: "ident" | "punct" | "literal"; value: string; pos: number };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const re = /\s*(?:(#[^\n]*|\/\/[^\n]*)|([A-Za-z_][A-Za-z0-9_-]*)|("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?)|([(){}[\],=]))/gy;
  let match: RegExpExecArray | null;
  let last = 0;
  while ((match = re.exec(source)) !== null) {
    last = re.lastIndex;
    if (match[1]) continue;
    if (match[2]) tokens.push({ kind: "ident", value: match[2], pos: match.index });
    else if (match[3]) tokens.push({ kind: "literal", value: match[3], pos: match.index });
    else if (match[4]) tokens.push({ kind: "punct", value: match[4], pos: match.index });
  }
  if (source.slice(last).trim() !== "") throw new Error(`unexpected "${source.slice(last).trim().slice(0, 20)}" in type`);
  return tokens;
}

/** Parses a type constraint; throws with a readable message on anything Terraform would reject. */
export function parseHclType(source: string): HclType {
  const tokens = tokenize(source);
  let i = 0;
  const peek = () => tokens[i];
  const next = () => {
    const token = tokens[i++];
    if (!token) throw new Error("the type ends too early");
    return token;
  };
  const expect = (value: string) => {
    const token = next();
    if (token.value !== value) throw new Error(`expected "${value}" but found "${token.value}"`);
  };
  // Skips a default value inside optional(T, default): any balanced expression.
  const skipValue = () => {
    let depth = 0;
    while (i < tokens.length) {
      const token = peek();
      if (depth === 0 && (token.value === ")" || token.value === ",")) return;
      if (["(", "{", "["].includes(token.value)) depth += 1;
      if ([")", "}", "]"].includes(token.value)) depth -= 1;
      i += 1;
    }
  };
  const parseType = (): HclType => {
    const token = next();
    if (token.kind !== "ident") throw new Error(`expected a type but found "${token.value}"`);
    switch (token.value) {
      case "string":
      case "number":
      case "bool":
      case "any":
        return { kind: token.value };
      case "list":
      case "set":
      case "map": {
        expect("(");
        const element = parseType();
        expect(")");
        return { kind: token.value, element };
      }
      case "tuple": {
        expect("(");
        expect("[");
        const elements: HclType[] = [];
        while (peek()?.value !== "]") {
          elements.push(parseType());
          if (peek()?.value === ",") next();
        }
        expect("]");
        expect(")");
        return { kind: "tuple", elements };
      }
      case "object": {
        expect("(");
        expect("{");
        const attributes: Record<string, { type: HclType; optional: boolean; hasDefault: boolean }> = {};
        while (peek()?.value !== "}") {
          const name = next();
          if (name.kind !== "ident") throw new Error(`expected an attribute name but found "${name.value}"`);
          if (attributes[name.value]) throw new Error(`attribute "${name.value}" is declared twice`);
          expect("=");
          if (peek()?.value === "optional") {
            next();
            expect("(");
            const type = parseType();
            let hasDefault = false;
            if (peek()?.value === ",") {
              next();
              skipValue();
              hasDefault = true;
            }
            expect(")");
            attributes[name.value] = { type, optional: true, hasDefault };
          } else {
            attributes[name.value] = { type: parseType(), optional: false, hasDefault: false };
          }
          if (peek()?.value === ",") next();
        }
        expect("}");
        expect(")");
        return { kind: "object", attributes };
      }
      default:
        throw new Error(`unknown type "${token.value}" (expected string, number, bool, any, list, set, map, object or tuple)`);
    }
  };
  const type = parseType();
  if (i < tokens.length) throw new Error(`unexpected "${tokens[i].value}" after the type`);
  return type;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Why `value` is not a valid value of `type` (with the path to the bad part), or null when it is. */
export function typeMismatch(value: unknown, type: HclType, path = "default"): string | null {
  if (value === null) return null;
  switch (type.kind) {
    case "any":
      return null;
    case "string":
      return typeof value === "string" ? null : `${path} should be a string, got ${JSON.stringify(value)}`;
    case "number":
      return typeof value === "number" ? null : `${path} should be a number, got ${JSON.stringify(value)}`;
    case "bool":
      return typeof value === "boolean" ? null : `${path} should be true or false, got ${JSON.stringify(value)}`;
    case "list":
    case "set":
      if (!Array.isArray(value)) return `${path} should be a list, got ${JSON.stringify(value)}`;
      for (const [index, item] of value.entries()) {
        const problem = typeMismatch(item, type.element, `${path}[${index}]`);
        if (problem) return problem;
      }
      return null;
    case "tuple":
      if (!Array.isArray(value) || value.length !== type.elements.length) return `${path} should be a list of ${type.elements.length} items`;
      for (const [index, item] of value.entries()) {
        const problem = typeMismatch(item, type.elements[index], `${path}[${index}]`);
        if (problem) return problem;
      }
      return null;
    case "map":
      if (!isPlainObject(value)) return `${path} should be a map, got ${JSON.stringify(value)}`;
      for (const [key, item] of Object.entries(value)) {
        const problem = typeMismatch(item, type.element, `${path}.${key}`);
        if (problem) return problem;
      }
      return null;
    case "object": {
      if (!isPlainObject(value)) return `${path} should be an object, got ${JSON.stringify(value)}`;
      for (const key of Object.keys(value)) {
        if (!type.attributes[key]) return `${path} has "${key}", which the object type does not declare`;
      }
      for (const [key, attribute] of Object.entries(type.attributes)) {
        if (!(key in value)) {
          if (attribute.optional) continue;
          return `${path} is missing "${key}", which the object type requires`;
        }
        const problem = typeMismatch(value[key], attribute.type, `${path}.${key}`);
        if (problem) return problem;
      }
      return null;
    }
  }
}

/** True for types shown as a block of HCL rather than inline (objects and tuples, or long ones). */
export function isComplexType(source: string): boolean {
  return /\bobject\s*\(|\btuple\s*\(/.test(source) || source.length > 40;
}
