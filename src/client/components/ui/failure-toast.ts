import { errorMessage } from "../../lib/api";
import { toast } from "./use-toast";

/** A failed call as the 'Fehler' toast: the server's German message, else the screen's own words. */
export const failureToast = (error: unknown, fallback?: string) =>
  toast({ title: "Fehler", description: errorMessage(error) ?? fallback, variant: "destructive" });
