import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function ThreeTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="one" onValueChange={onValueChange}>
      <TabsList aria-label="Sections">
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two">Two</TabsTrigger>
        <TabsTrigger value="three">Three</TabsTrigger>
      </TabsList>
      <TabsContent value="one">First panel</TabsContent>
      <TabsContent value="two">Second panel</TabsContent>
      <TabsContent value="three">Third panel</TabsContent>
    </Tabs>
  );
}

/** Two tabs whose value the caller keeps. */
function TwoTabs({ value, onValueChange }: { value: string; onValueChange: (value: string) => void }) {
  return (
    <Tabs value={value} onValueChange={onValueChange}>
      <TabsList>
        <TabsTrigger value="two">Two</TabsTrigger>
        <TabsTrigger value="three">Three</TabsTrigger>
      </TabsList>
      <TabsContent value="two">Second panel</TabsContent>
      <TabsContent value="three">Third panel</TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });

describe("Tabs", () => {
  it("ties the selected tab to its panel, and keeps the other panels out of the page", () => {
    render(<ThreeTabs />);
    expect(screen.getByRole("tablist", { name: "Sections" })).toBeInTheDocument();
    expect(tab("One")).toHaveAttribute("aria-selected", "true");
    expect(tab("Two")).toHaveAttribute("aria-selected", "false");
    const panel = screen.getByRole("tabpanel", { name: "One" });
    expect(panel).toHaveTextContent("First panel");
    expect(tab("One")).toHaveAttribute("aria-controls", panel.id);
    expect(screen.queryByText("Second panel")).toBeNull();
  });

  it("lets Tab reach the selected tab only", () => {
    render(<ThreeTabs />);
    expect(tab("One")).toHaveAttribute("tabindex", "0");
    expect(tab("Two")).toHaveAttribute("tabindex", "-1");
    expect(tab("Three")).toHaveAttribute("tabindex", "-1");
  });

  it("moves to and selects a tab with the arrow keys, Home and End, round the ends", () => {
    const onValueChange = vi.fn();
    render(<ThreeTabs onValueChange={onValueChange} />);
    tab("One").focus();
    fireEvent.keyDown(tab("One"), { key: "ArrowRight" });
    expect(tab("Two")).toHaveFocus();
    expect(tab("Two")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Second panel");
    fireEvent.keyDown(tab("Two"), { key: "End" });
    expect(tab("Three")).toHaveFocus();
    fireEvent.keyDown(tab("Three"), { key: "ArrowRight" });
    expect(tab("One")).toHaveFocus();
    fireEvent.keyDown(tab("One"), { key: "ArrowLeft" });
    expect(tab("Three")).toHaveFocus();
    fireEvent.keyDown(tab("Three"), { key: "Home" });
    expect(tab("One")).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("First panel");
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(["two", "three", "one", "three", "one"]);
  });

  it("selects on a press of the main mouse button, not on Ctrl-click", () => {
    render(<ThreeTabs />);
    fireEvent.mouseDown(tab("Three"), { button: 0, ctrlKey: true });
    expect(tab("Three")).toHaveAttribute("aria-selected", "false");
    fireEvent.mouseDown(tab("Three"), { button: 0 });
    expect(tab("Three")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Third panel");
  });

  it("follows the caller's value when the caller keeps it", () => {
    function Controlled() {
      const [value, setValue] = useState("two");
      return (
        <>
          <button type="button" onClick={() => setValue("three")}>
            Elsewhere
          </button>
          <TwoTabs value={value} onValueChange={setValue} />
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Second panel");
    fireEvent.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(tab("Three")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Third panel");
    fireEvent.mouseDown(tab("Two"), { button: 0 });
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Second panel");
  });

  it("keeps every step of arrows pressed faster than the caller shows them, and asks once per change", async () => {
    const onValueChange = vi.fn();
    function Slow() {
      // The caller shows a choice a little later, as one kept in the address does.
      const [value, setValue] = useState("two");
      return (
        <TwoTabs
          value={value}
          onValueChange={(next) => {
            onValueChange(next);
            setTimeout(() => setValue(next), 20);
          }}
        />
      );
    }
    render(<Slow />);
    // Focusing the tab already shown (Tab into the list) is no change.
    act(() => tab("Two").focus());
    fireEvent.keyDown(tab("Two"), { key: "ArrowRight" });
    fireEvent.keyDown(tab("Three"), { key: "ArrowLeft" });
    // A press focuses the tab as well: still one request.
    fireEvent.mouseDown(tab("Two"), { button: 0 });
    await act(() => new Promise((r) => setTimeout(r, 60)));
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(["three", "two"]);
    expect(tab("Two")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Second panel");
  });
});
