import { deferred, useDeferredWhen } from "../../lib/deferred";
import { useToasts } from "./use-toast";

const toastList = deferred(() => import("./toast-list"));

/** The toasts' place: their code (Radix Toast) is loaded with the first toast, not with the page. */
export function Toaster() {
  const toasts = useToasts();
  const list = useDeferredWhen(toastList, toasts.length > 0);
  return list ? <list.ToastList toasts={toasts} /> : null;
}
