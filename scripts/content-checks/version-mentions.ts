/**
 * One truth per tool version: finds where a doc names a version of a tool the docs teach
 * (`content/versions.yaml`) and reports each that disagrees with it, unless the page lists the
 * mention as history in its `historical_versions` frontmatter (`terraform 0.12`).
 */

/** A tool's entry in `content/versions.yaml`. */
export interface TaughtVersion {
  label: string;
  /** What a reader installs or pins, e.g. `1.5.7` or `v0.110.2`. */
  version: string;
  /** How configurations pin it, e.g. `>= 1.5.0` or `~> 5.0`. */
  constraint?: string;
}

export type VersionRegistry = Record<string, TaughtVersion>;

export interface VersionMention {
  tool: string;
  version: string;
  /** 1-based line in the text searched. */
  line: number;
  /** The words that named it, for the error message. */
  match: string;
}

const V = String.raw`v?(\d+(?:\.\d+){0,2})`;

/** How each tool's versions are written in prose and code. The version is the first group. */
const PATTERNS: Record<string, RegExp[]> = {
  terraform: [
    new RegExp(String.raw`\bTerraform(?:\s+(?:version|CLI|core|binary))?\s+${V}(?!\w|\.\d)`, "gi"),
    new RegExp(String.raw`\brequired_version\s*=\s*"[^"\d]*${V}`, "g"),
    new RegExp(String.raw`\bterraform_version_constraint\s*=\s*"[^"\d]*${V}`, "g"),
    new RegExp(String.raw`\btfenv\s+(?:install|use)\s+${V}`, "g"),
  ],
  terragrunt: [
    new RegExp(String.raw`\bTerragrunt(?:\s+(?:version|CLI|binary))?\s+${V}(?!\w|\.\d)`, "gi"),
    new RegExp(String.raw`\bterragrunt_version_constraint\s*=\s*"[^"\d]*${V}`, "g"),
    new RegExp(String.raw`\b(?:tgenv|tgswitch)\s+(?:install\s+|use\s+)?${V}`, "g"),
  ],
  packer: [new RegExp(String.raw`\bPacker\s+${V}(?!\w|\.\d)`, "gi")],
  "aws-provider": [
    new RegExp(String.raw`\bAWS provider(?:\s+version)?\s+${V}(?!\w|\.\d)`, "gi"),
    new RegExp(String.raw`\bhashicorp/aws\s+${V}`, "g"),
  ],
  kubernetes: [
    new RegExp(String.raw`\b(?:Kubernetes|EKS)(?:\s+version)?\s+${V}(?!\w|\.\d)`, "gi"),
    new RegExp(String.raw`\bkubernetes_version\s*=\s*"${V}"`, "g"),
    new RegExp(String.raw`\bKubernetesVersion:\s*"?${V}`, "g"),
    new RegExp(String.raw`--kubernetes-version[\s=]+${V}`, "g"),
  ],
  "service-catalog": [new RegExp(String.raw`terraform-aws-service-catalog\.git//[\w./-]*\?ref=(v\d+\.\d+\.\d+)`, "g")],
};

/**
 * Every version mention of a registered tool in the text. A provider block's
 * `version = "..."` counts for the AWS provider when `source = "hashicorp/aws"` is on the line
 * before; Packer's `required_version` inside a `packer {}` block counts for Packer.
 */
export function findVersionMentions(text: string, tools: readonly string[]): VersionMention[] {
  const mentions: VersionMention[] = [];
  const lines = text.split("\n");
  let inPackerBlock = false;
  lines.forEach((line, index) => {
    if (/^\s*packer\s*\{/.test(line)) inPackerBlock = true;
    else if (/^\}/.test(line)) inPackerBlock = false;
    for (const tool of tools) {
      for (const pattern of PATTERNS[tool] ?? []) {
        for (const m of line.matchAll(pattern)) {
          const owner = tool === "terraform" && inPackerBlock && m[0].startsWith("required_version") ? "packer" : tool;
          if (owner !== tool && !tools.includes(owner)) continue;
          mentions.push({ tool: owner, version: m[1].replace(/^v(?=\d)/, tool === "service-catalog" ? "v" : ""), line: index + 1, match: m[0] });
        }
      }
    }
    const previous = lines[index - 1] ?? "";
    const provider = /^\s*version\s*=\s*"[^"\d]*(\d+(?:\.\d+){0,2})/.exec(line);
    if (provider && /source\s*=\s*"hashicorp\/aws"/.test(previous) && tools.includes("aws-provider")) {
      mentions.push({ tool: "aws-provider", version: provider[1], line: index + 1, match: line.trim() });
    }
  });
  return mentions;
}

const isPrefixOf = (short: string, long: string) => long === short || long.startsWith(`${short}.`);

/** Whether a mentioned version agrees with the taught one: the same release, or a prefix of it or of its constraint. */
export function agreesWith(mentioned: string, taught: TaughtVersion): boolean {
  const pinned = taught.constraint?.match(/\d+(?:\.\d+){0,2}/)?.[0];
  return isPrefixOf(mentioned, taught.version) || (pinned !== undefined && (isPrefixOf(mentioned, pinned) || isPrefixOf(pinned, mentioned)));
}

/** Parses `historical_versions` entries (`terraform 0.12`) into tool and version. */
export function parseHistorical(entries: readonly string[]): { tool: string; version: string }[] {
  return entries.flatMap((entry) => {
    const m = /^([a-z-]+)\s+v?(\S+)$/.exec(entry.trim());
    return m ? [{ tool: m[1], version: m[2] }] : [];
  });
}

/** Mentions that contradict the registry and are not marked as history on the page. */
export function contradictions(text: string, registry: VersionRegistry, historical: readonly string[]): VersionMention[] {
  const marked = parseHistorical(historical);
  return findVersionMentions(text, Object.keys(registry)).filter((mention) => {
    if (agreesWith(mention.version, registry[mention.tool])) return false;
    return !marked.some((h) => h.tool === mention.tool && isPrefixOf(h.version.replace(/^v/, ""), mention.version.replace(/^v/, "")));
  });
}
