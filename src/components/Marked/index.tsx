import React from "react";
import { markedRuns } from "../../lib/search/highlight";

/** Highlight markup rendered as text with <mark> elements: never parsed as HTML. */
export default function Marked({ markup }: { markup: string }): React.JSX.Element {
  return (
    <>
      {markedRuns(markup).map((run, i) => (run.marked ? <mark key={i}>{run.text}</mark> : <React.Fragment key={i}>{run.text}</React.Fragment>))}
    </>
  );
}
