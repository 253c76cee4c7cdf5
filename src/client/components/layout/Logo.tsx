export function Logo({ municipality }: { municipality: string }) {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 32 32" className="h-9 w-9" aria-hidden="true">
        <rect width="32" height="32" rx="6" fill="#b91c1c" />
        <path d="M6 24V14l10-7 10 7v10h-7v-6h-6v6z" fill="#fff" />
      </svg>
      <span className="leading-tight">
        <span className="block text-lg font-bold text-stone-900">Dorfportal</span>
        <span className="block text-xs font-medium tracking-wide text-red-800 uppercase">{municipality}</span>
      </span>
    </span>
  );
}
