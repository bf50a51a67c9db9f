/**
 * Build-time syntax highlighting: code is tokenised once when a doc is compiled, so readers
 * download token spans instead of a highlighter. Uses prism-react-renderer's Prism, with the
 * languages it does not bundle (hcl first among them) registered from prismjs.
 */
import "./prism-setup";
import "prismjs/components/prism-bash";
import "prismjs/components/prism-hcl";
import "prismjs/components/prism-docker";
import "prismjs/components/prism-ini";
import "prismjs/components/prism-toml";
import "prismjs/components/prism-diff";
import "prismjs/components/prism-powershell";
import "prismjs/components/prism-makefile";
import { Prism, normalizeTokens } from "prism-react-renderer";
import type { CodeLine } from "./hast";

/** Language names writers use that Prism knows under another name. */
const ALIASES: Record<string, string> = {
  terraform: "hcl",
  tf: "hcl",
  terragrunt: "hcl",
  packer: "hcl",
  shell: "bash",
  sh: "bash",
  console: "bash",
  zsh: "bash",
  dockerfile: "docker",
  yml: "yaml",
  golang: "go",
};

/** The Prism grammar name for a fence language, or undefined when it has none. */
export function prismLanguage(language: string | undefined): string | undefined {
  if (!language) return undefined;
  const name = ALIASES[language.toLowerCase()] ?? language.toLowerCase();
  return Prism.languages[name] ? name : undefined;
}

/** Splits code into lines of `[token classes, text]`; plain text gets an empty class. */
export function highlightCode(code: string, language: string | undefined): CodeLine[] {
  const source = code.replace(/\n$/, "");
  const grammarName = prismLanguage(language);
  if (!grammarName) return source.split("\n").map((line) => (line ? [["", line]] : []));
  const tokens = Prism.tokenize(source, Prism.languages[grammarName]);
  return normalizeTokens(tokens).map((line) =>
    line
      .filter((token) => !token.empty && token.content !== "")
      // Nested grammars can repeat a type ("variable variable"); each class is written once.
      .map((token): [string, string] => [[...new Set(token.types.filter((t) => t !== "plain"))].join(" "), token.content]),
  );
}
