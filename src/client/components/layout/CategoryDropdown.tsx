import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown } from "lucide-react";
import { Link } from "wouter";
import { NAV_CATEGORIES } from "../../../shared/common/constants";
import { categoryHref, navLink } from "./nav";

/** The categories menu (Radix), loaded when first opened (CategoryMenu). */
export function CategoryDropdown({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger className={navLink}>
        Kategorien
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          sideOffset={4}
          align="start"
          className="z-50 min-w-48 rounded-md border border-stone-200 bg-white p-1 shadow-lg"
        >
          {NAV_CATEGORIES.map((category) => (
            <DropdownMenu.Item key={category} asChild>
              <Link
                href={categoryHref(category)}
                className="block rounded px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-stone-100"
              >
                {category}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
