import { sectorLabel } from "@domain/format";
import { normalizeSector } from "@domain/schemas/investors";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ChipsInput } from "./chips-input";

function Harness({ initial = [] as string[], onSubmit = vi.fn() }) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <ChipsInput
        id="sectors"
        label="Sectors"
        value={value}
        onChange={setValue}
        display={sectorLabel}
        normalize={normalizeSector}
      />
    </form>
  );
}

const box = () => screen.getByLabelText("Sectors");
const type = (text: string) => {
  fireEvent.change(box(), { target: { value: text } });
  fireEvent.keyDown(box(), { key: "Enter" });
};
const chips = () => screen.queryAllByRole("button", { name: /^Remove / }).map((b) => b.textContent);

describe("ChipsInput", () => {
  it("adds a trimmed entry on Enter, ignores empty ones and repeats, and never submits the form", () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    type("  Fintech  ");
    type("   ");
    type("fintech");
    type("Mining");
    expect(chips()).toEqual(["Fintech", "Mining"]);
    expect(box()).toHaveValue("");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("stores a typed sector name as its value and shows its label", () => {
    const onChange = vi.fn();
    render(<ChipsInput id="s" label="Sectors" value={[]} onChange={onChange} normalize={normalizeSector} />);
    fireEvent.change(screen.getByLabelText("Sectors"), { target: { value: "Renewable Energy" } });
    fireEvent.keyDown(screen.getByLabelText("Sectors"), { key: "Enter" });
    expect(onChange).toHaveBeenCalledWith(["renewable_energy"]);
  });

  it("removes a chip when it is pressed, each chip named Remove {entry}", () => {
    render(<Harness initial={["fintech", "agtech", "Mining"]} />);
    fireEvent.click(screen.getByRole("button", { name: "Remove Agtech" }));
    expect(chips()).toEqual(["Fintech", "Mining"]);
  });
});
