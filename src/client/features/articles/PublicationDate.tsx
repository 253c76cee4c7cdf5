import { formatLongDate } from "../../../shared/common/dates";
import { useSite } from "../../lib/site";

/** When a member's or company's text appeared: its publication, or its writing while it has none. */
export function PublicationDate({
  item,
  className,
}: {
  item: { publishedAt: string | null; createdAt: string };
  className?: string;
}) {
  const { timeZone } = useSite();
  const date = item.publishedAt ?? item.createdAt;
  return (
    <time dateTime={date} className={className}>
      {formatLongDate(date, timeZone)}
    </time>
  );
}
