import { useQuery } from "@tanstack/react-query";
import { paths } from "../../../shared/common/paths";
import { NOTICE_KIND_LABELS } from "../../../shared/notices/basics";
import { HomeStrip, StripEntry } from "../home/HomeStrip";
import { DeadlineLine } from "./NoticeFacts";
import { noticesQuery } from "./queries";

const STRIP_COUNT = 3;

/** The home page's compact strip of current official notices; nothing when there are none. */
export function NoticeStrip() {
  const { data } = useQuery(noticesQuery(null));
  const notices = (data?.notices ?? []).slice(0, STRIP_COUNT);
  if (notices.length === 0) return null;
  return (
    <HomeStrip
      id="amtliche-mitteilungen"
      title="Amtliche Mitteilungen"
      tone="sky"
      all={{ href: "/mitteilungen", label: "Alle Mitteilungen" }}
    >
      <ul className="mt-3 grid gap-3 md:grid-cols-3">
        {notices.map((notice) => (
          <StripEntry
            key={notice.id}
            tone="sky"
            above={NOTICE_KIND_LABELS[notice.kind]}
            href={paths.notice(notice.slug)}
            title={notice.title}
          >
            <DeadlineLine notice={notice} />
          </StripEntry>
        ))}
      </ul>
    </HomeStrip>
  );
}
