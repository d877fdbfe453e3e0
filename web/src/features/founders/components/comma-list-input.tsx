import { Input } from "@web/components/ui/input";
import { type ComponentProps, useState } from "react";

/** "Acme Ventures, Jane Doe" → ["Acme Ventures", "Jane Doe"]. */
export function splitCommaList(text: string): string[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

type Props = Omit<ComponentProps<"input">, "value" | "onChange" | "defaultValue"> & {
  value: string[];
  onChange: (value: string[]) => void;
};

/**
 * A text box for a list typed with commas. It keeps the founder's own text (a trailing comma while
 * typing stays put) and hands the form the parsed list.
 */
export function CommaListInput({ value, onChange, ...input }: Props) {
  const [text, setText] = useState(() => value.join(", "));
  return (
    <Input
      {...input}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(splitCommaList(event.target.value));
      }}
    />
  );
}
