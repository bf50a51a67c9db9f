import React from "react";
import { splitInlineCode } from "../../lib/content/manage";

/** Text from module data, with the names it quotes in backticks shown as code. */
export default function InlineCode({ text }: { text: string }): React.JSX.Element {
  return <>{splitInlineCode(text).map((run, i) => (run.code ? <code key={i}>{run.text}</code> : <React.Fragment key={i}>{run.text}</React.Fragment>))}</>;
}
