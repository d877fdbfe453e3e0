import { cn } from "@web/lib/cn";
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";

// WAI-ARIA tabs, written out instead of Radix's (docs/performance.md, item 26): Radix mounts each
// panel through its Presence, which reads the panel's computed style as it mounts, so the first
// render of /matchmaking or /due-diligence recomputed the whole new page's style inside React's
// commit (113 ms in Lighthouse's trace). The behaviour is Radix's: the selected tab is the one
// Tab reaches, the arrow keys, Home and End move to a tab and select it, and only the selected
// tab's panel is in the page.

type TabsState = { baseId: string; value: string; select: (value: string) => void };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-content-${value}`;

type TabsProps = Omit<ComponentProps<"div">, "defaultValue" | "dir"> & {
  /** The selected tab, when the caller keeps it (with onValueChange). */
  value?: string;
  /** The tab selected first, when the tabs keep their own choice. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue, onValueChange, children, ...props }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue ?? "");
  const current = value ?? own;
  // The tab asked for last, until the caller's value shows it: arrows pressed faster than the
  // caller re-renders (the address, a transition) would otherwise compare with a stale value and
  // drop a step; and a tab already shown or asked for is not asked for again (a press focuses it
  // too), so a caller's onValueChange (which may reset a list's paging) runs once per change.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === current) asked.current = null;
  }, [current]);
  const select = useCallback(
    (next: string) => {
      if (next === (asked.current ?? current)) return;
      asked.current = next;
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    [current, value, onValueChange],
  );
  const state = useMemo(() => ({ baseId, value: current, select }), [baseId, current, select]);
  return (
    <TabsContext value={state}>
      <div data-orientation="horizontal" {...props}>
        {children}
      </div>
    </TabsContext>
  );
}

/** The key that moves focus from tab `index` of `count`, or undefined for any other key. */
function nextTabIndex(key: string, index: number, count: number): number | undefined {
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const next = nextTabIndex(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    // Focusing a tab selects it (automatic activation).
    tabs[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn(
        "inline-flex flex-wrap items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

type TabsTriggerProps = Omit<ComponentProps<"button">, "value"> & { value: string };

export function TabsTrigger({ value, className, onMouseDown, onFocus, onClick, ...props }: TabsTriggerProps) {
  const tabs = useTabs("TabsTrigger");
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      data-state={selected ? "active" : "inactive"}
      data-orientation="horizontal"
      tabIndex={selected ? 0 : -1}
      className={cn(
        "inline-flex items-center justify-center whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        className,
      )}
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
        onMouseDown?.(event);
        // The main button without Ctrl (which opens the context menu on a Mac) selects, as in Radix.
        if (event.button === 0 && !event.ctrlKey && !props.disabled) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!props.disabled) tabs.select(value);
      }}
      // A click that came with no mouse down (assistive technology, a test) selects too.
      onClick={(event) => {
        onClick?.(event);
        if (!props.disabled) tabs.select(value);
      }}
      {...props}
    />
  );
}

type TabsContentProps = Omit<ComponentProps<"div">, "value"> & { value: string };

/** The selected tab's panel; the others are not in the page. */
export function TabsContent({ value, className, ...props }: TabsContentProps) {
  const tabs = useTabs("TabsContent");
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state="active"
      data-orientation="horizontal"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA's tabs pattern: Tab goes from the tab to its panel (as with Radix)
      tabIndex={0}
      className={cn("mt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", className)}
      {...props}
    />
  );
}
