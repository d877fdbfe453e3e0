import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { loadOnUse } from "./load-on-use";

function Menu({ trigger, label }: { trigger: ReactElement; label: string }) {
  return (
    <div>
      {trigger}
      <p data-testid="loaded">{label}</p>
    </div>
  );
}

function setup() {
  let resolve: (component: typeof Menu) => void = () => {};
  const load = vi.fn(() => new Promise<typeof Menu>((r) => (resolve = r)));
  const Control = loadOnUse(load);
  render(<Control label="the menu" trigger={<button type="button">Open</button>} />);
  return { load, finish: () => resolve(Menu), button: () => screen.getByRole("button", { name: "Open" }) };
}

describe("loadOnUse", () => {
  it("shows only the trigger, announced as a popup, and loads nothing until it is reached", () => {
    const { load, button } = setup();
    expect(button()).toHaveAttribute("aria-haspopup", "menu");
    expect(button()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByTestId("loaded")).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it("starts the download when the pointer or focus reaches the trigger, once", () => {
    const { load, button } = setup();
    fireEvent.pointerEnter(button());
    fireEvent.focus(button());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId("loaded")).toBeNull();
  });

  it("renders the loaded component when the trigger is pressed, keeping the trigger meanwhile", async () => {
    const { load, finish, button } = setup();
    fireEvent.click(button());
    expect(load).toHaveBeenCalledTimes(1);
    expect(button()).toBeInTheDocument();
    finish();
    expect(await screen.findByTestId("loaded")).toHaveTextContent("the menu");
  });

  it("opens on a mouse's left-button press, as Radix does, but not on a right click", async () => {
    const { finish, button } = setup();
    fireEvent.pointerDown(button(), { button: 2 });
    fireEvent.pointerDown(button(), { button: 0, ctrlKey: true });
    expect(screen.queryByTestId("loaded")).toBeNull();
    fireEvent.pointerDown(button(), { button: 0 });
    finish();
    expect(await screen.findByTestId("loaded")).toBeInTheDocument();
  });
});
