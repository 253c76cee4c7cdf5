import { ChevronDown } from "lucide-react";
import { deferred, useDeferredOpener } from "../../lib/deferred";
import { navLink } from "./nav";

const categoryDropdown = deferred(() => import("./CategoryDropdown"));

/**
 * 'Kategorien' in the main navigation. The menu (Radix: roving focus, typeahead, dismissal, positioning) is
 * not part of the first page load: a plain button stands in until the first click, and its code is fetched
 * as soon as the pointer or focus comes near.
 */
export function CategoryMenu() {
  const { loaded: dropdown, open, setOpen, opener } = useDeferredOpener(categoryDropdown);
  if (dropdown) return <dropdown.CategoryDropdown open={open} onOpenChange={setOpen} />;
  return (
    <button type="button" className={navLink} aria-haspopup="menu" aria-expanded={false} {...opener}>
      Kategorien
      <ChevronDown className="h-4 w-4" aria-hidden="true" />
    </button>
  );
}
