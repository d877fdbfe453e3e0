import { Fragment, type ReactNode } from "react";

/**
 * A message with elements inside it, so a translation keeps its whole sentence and its own word
 * order: `richText(m.accounts_roleMismatchText({ role: "{role}" }), { role: <strong>{name}</strong> })`
 * puts the element where the language puts `{role}`.
 */
export function richText(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text
    .split(/\{(\w+)\}/)
    .map((piece, index) => <Fragment key={index}>{index % 2 === 1 ? parts[piece] : piece}</Fragment>);
}
