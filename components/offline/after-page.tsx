"use client";

import { useEffect, useState, type ComponentType } from "react";
import { afterEssentials } from "@/lib/client/load-order";

/**
 * Renders a component whose code is fetched after the page has loaded, and after the code the screen
 * needs to be usable (lib/client/load-order.ts), so it adds nothing to the screen's first-load
 * JavaScript (teacher screens have a page-weight budget). Nothing shows until then, or ever if the
 * code cannot be fetched (offline before it was cached): these are extras.
 */
export function afterPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return function AfterPage(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      let live = true;
      afterEssentials()
        .then(load)
        .then(
          (loaded) => live && setComponent(() => loaded),
          () => undefined,
        );
      return () => {
        live = false;
      };
    }, []);
    return Component ? <Component {...props} /> : null;
  };
}
