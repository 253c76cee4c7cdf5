import { useCallback, useEffect, useState } from "react";

/** Code loaded on first use, not with the page: a dialog's form, the markdown renderer, a menu's widget. */
export interface Deferred<M> {
  /** The module, once loaded. */
  current: M | undefined;
  load(): Promise<M>;
}

export function deferred<M>(loader: () => Promise<M>): Deferred<M> {
  let loading: Promise<M> | undefined;
  const module: Deferred<M> = {
    current: undefined,
    load() {
      loading ??= loader().then((loaded) => {
        module.current = loaded;
        return loaded;
      });
      return loading;
    },
  };
  return module;
}

/**
 * The module if loaded, and a function that loads it and renders again. A module that fails to load is
 * typically code of an older release that a new deployment replaced: the page is loaded afresh (as lazyPage).
 */
export function useDeferred<M>(module: Deferred<M>): [M | undefined, () => void] {
  const [loaded, setLoaded] = useState(() => module.current);
  const load = useCallback(() => {
    module.load().then(
      (value) => setLoaded(() => value),
      () => window.location.reload(),
    );
  }, [module]);
  return [loaded ?? module.current, load];
}

/** The module once `wanted` has been true (a dialog opened, a first toast): loaded then, not before. */
export function useDeferredWhen<M>(module: Deferred<M>, wanted: boolean): M | undefined {
  const [loaded, load] = useDeferred(module);
  useEffect(() => {
    if (wanted) load();
  }, [wanted, load]);
  return loaded;
}

/**
 * Deferred code a button opens (a dialog, a menu): the module once loaded, whether it is open, and the
 * button's props (`opener`): the code is fetched as the pointer or focus comes near, and shown on click.
 */
export function useDeferredOpener<M>(module: Deferred<M>) {
  const [loaded, load] = useDeferred(module);
  const [open, setOpen] = useState(false);
  const prefetch = () => {
    module.load().catch(() => {});
  };
  const opener = {
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: () => {
      setOpen(true);
      load();
    },
  };
  return { loaded, open, setOpen, opener };
}
