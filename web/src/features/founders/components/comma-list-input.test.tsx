import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CommaListInput, splitCommaList } from "./comma-list-input";

describe("splitCommaList", () => {
  it.each([
    ["Acme Ventures, Jane Doe", ["Acme Ventures", "Jane Doe"]],
    [" a ,, b , ", ["a", "b"]],
    ["", []],
  ])("%j -> %j", (text, expected) => expect(splitCommaList(text)).toEqual(expected));
});

describe("CommaListInput", () => {
  it("keeps what the founder typed and hands the form the list", () => {
    const onChange = vi.fn();
    render(<CommaListInput aria-label="Investors" value={["Acme"]} onChange={onChange} />);
    const input = screen.getByLabelText("Investors");
    expect(input).toHaveValue("Acme");
    fireEvent.change(input, { target: { value: "Acme, " } });
    expect(input).toHaveValue("Acme, ");
    expect(onChange).toHaveBeenLastCalledWith(["Acme"]);
  });
});
