import {
  type ComponentType,
  cloneElement,
  lazy,
  type PointerEvent,
  type ReactElement,
  Suspense,
  useState,
} from "react";

type TriggerProps = { trigger: ReactElement };

/**
 * A menu or dialog whose code (Radix's focus handling, positioning, portals: most of what a page
 * would otherwise download for it) is fetched only when someone uses it. Until then the control
 * is its `trigger` alone; pointer or focus on it starts the download, and pressing it renders the
 * loaded component, which opens at once (it renders its Radix root with `defaultOpen`).
 * `popup` is what the trigger announces (aria-haspopup).
 */
export function loadOnUse<P extends TriggerProps>(
  load: () => Promise<ComponentType<P>>,
  popup: "menu" | "dialog" = "menu",
): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchCode = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined; // a later try may work (the network came back)
        throw error;
      },
    );
    return loading;
  };
  const Loaded = lazy(fetchCode);

  return function LoadOnUse(props: P) {
    const [used, setUsed] = useState(false);
    const plain = cloneElement(props.trigger as ReactElement<Record<string, unknown>>, {
      "aria-haspopup": popup,
      "aria-expanded": false,
      onPointerEnter: () => void fetchCode(),
      onFocus: () => void fetchCode(),
      // Radix opens on pointer down (a mouse's left button), and on a click for keys and touch.
      onPointerDown: (event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) setUsed(true);
      },
      onClick: () => setUsed(true),
    });
    if (!used) return plain;
    return (
      <Suspense fallback={plain}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
