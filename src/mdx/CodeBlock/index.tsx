import React, { useState } from "react";
import { codeLinesText, type CodeLine } from "../../lib/content/hast";
import * as styles from "./styles.module.css";

interface CodeBlockProps {
  language: string;
  title?: string;
  highlightLines?: number[];
  showLineNumbers?: boolean;
  /** Tokens computed at build time: no highlighter is shipped to readers. */
  lines: CodeLine[];
}

/** A highlighted code block with an optional file title, highlighted lines and a copy button. */
export default function CodeBlock({ language, title, highlightLines = [], showLineNumbers = false, lines }: CodeBlockProps) {
  const [copied, setCopied] = useState(false);
  const highlighted = new Set(highlightLines);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codeLinesText(lines));
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className={styles.container} data-language={language}>
      {title ? <div className={styles.title}>{title}</div> : null}
      <div className={styles.content}>
        {/* Scrollable, so it must be reachable by keyboard. */}
        <pre className={styles.pre} tabIndex={0} aria-label={title ? `Code: ${title}` : `${language} code`}>
          <code className={showLineNumbers ? styles.numbered : undefined}>
            {lines.map((line, index) => (
              <span key={index} className={highlighted.has(index + 1) ? `${styles.line} ${styles.highlighted}` : styles.line}>
                {/* An empty line keeps its newline so copying a selection keeps the blank line. */}
                {line.length === 0 ? "\n" : null}
                {line.map(([types, text], tokenIndex) =>
                  types ? (
                    <span key={tokenIndex} className={`token ${types}`}>
                      {text}
                    </span>
                  ) : (
                    text
                  ),
                )}
              </span>
            ))}
          </code>
        </pre>
        <button type="button" className={styles.copy} onClick={copy} aria-label={copied ? "Copied" : "Copy code to clipboard"}>
          {copied ? "Copied" : "Copy"}
        </button>
      </div>
    </div>
  );
}
