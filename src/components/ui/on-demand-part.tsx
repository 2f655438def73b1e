import { useEffect, useState, type ComponentType, type ReactNode } from "react";

/**
 * A part whose code downloads when it is first drawn, or earlier from `preload` (a pointer on what opens it):
 * `pending` until the code has come, then the part through a state update, at once when it came before. Not lazy()
 * in Suspense: React 19 reveals what a boundary waited for no sooner than 300 ms after its fallback appeared, even
 * when the code was already there. A failed download is thrown to the nearest error boundary, as lazy() does.
 */
export function onDemandPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  pending: ReactNode,
) {
  let loaded: ComponentType<P> | undefined;
  const get = () => load().then((part) => (loaded = part));
  function OnDemandPart(props: P) {
    const [Part, setPart] = useState(() => loaded);
    useEffect(() => {
      if (Part) return;
      get().then(
        (part) => setPart(() => part),
        (error: unknown) =>
          setPart(() => {
            throw error;
          }),
      );
    }, [Part]);
    return Part ? <Part {...props} /> : pending;
  }
  /** Only a head start: if it fails, drawing the part loads it again and shows the error. */
  const preload = () => void get().catch(() => undefined);
  return { Part: OnDemandPart, preload };
}
