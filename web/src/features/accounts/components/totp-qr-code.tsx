import { SECURITY_TEXTS as T } from "@web/features/accounts/texts";
import { useEffect, useState } from "react";

/**
 * The otpauth:// URI as a QR code, drawn as SVG modules by React (no HTML string is injected).
 * The encoder (uqr, ~8 KB gzip) is fetched only here, when set-up starts.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const [modules, setModules] = useState<boolean[][] | null>(null);
  useEffect(() => {
    let live = true;
    import("uqr").then(
      ({ encode }) => {
        if (live) setModules(encode(uri, { ecc: "M", border: 2 }).data);
      },
      () => undefined, // the key below still works without the picture
    );
    return () => {
      live = false;
    };
  }, [uri]);

  if (!modules) {
    return <p className="flex size-48 items-center justify-center text-sm text-muted-foreground">{T.qrLoading}</p>;
  }
  const size = modules.length;
  let path = "";
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x},${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={T.qrAlt}
      viewBox={`0 0 ${size} ${size}`}
      className="size-48 rounded-md bg-white"
      shapeRendering="crispEdges"
      data-testid="totp-qr"
    >
      <title>{T.qrAlt}</title>
      <path d={path} fill="#000" />
    </svg>
  );
}
