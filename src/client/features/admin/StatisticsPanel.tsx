import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { DailyViews } from "../../../shared/admin/admin";
import { Card } from "../../components/ui/card";
import { useSite } from "../../lib/site";
import { CountCard } from "./CountCard";
import { ListState } from "./ListState";
import { outboxQuery, statisticsQuery } from "./queries";

/** The drawing's own units: the SVG stretches to the box, its labels are HTML and keep their size. */
const WIDTH = 600;
const HEIGHT = 200;

const shortDay = (day: string) => `${Number(day.slice(8, 10))}.${Number(day.slice(5, 7))}.`;

/**
 * Views as bars and visitors as a line, per day, in plain SVG; the numbers are also given as a table.
 * The axis labels are text beside the drawing, so that a phone does not scale them down with it.
 */
function ViewsChart({ days }: { days: DailyViews[] }) {
  const top = Math.max(1, ...days.map((day) => day.views));
  const step = WIDTH / days.length;
  const y = (value: number) => HEIGHT * (1 - value / top);
  const line = days.map((day, index) => `${step * (index + 0.5)},${y(day.visitors)}`).join(" ");
  const labelled = [0, Math.floor(days.length / 2), days.length - 1];
  return (
    <figure>
      <div className="flex gap-2">
        <div
          className="flex h-44 flex-col justify-between text-right text-xs leading-none text-stone-700"
          aria-hidden="true"
        >
          <span>{top}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-44 min-w-0 flex-1 border-b border-stone-500"
          role="img"
          aria-label={`Seitenaufrufe und Besucher der letzten ${days.length} Tage`}
          data-testid="views-chart"
        >
          {days.map((day, index) => (
            <rect
              key={day.day}
              data-testid="views-bar"
              x={step * index + 1}
              y={y(day.views)}
              width={Math.max(1, step - 2)}
              height={HEIGHT - y(day.views)}
              fill="#b91c1c"
              opacity="0.75"
            >
              <title>{`${shortDay(day.day)}: ${day.views} Aufrufe, ${day.visitors} Besucher`}</title>
            </rect>
          ))}
          <polyline
            points={line}
            fill="none"
            stroke="#0369a1"
            strokeWidth="2"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </div>
      <div className="mt-1 flex justify-between pl-6 text-xs text-stone-700" aria-hidden="true">
        {labelled.map((index) => (
          <span key={index}>{shortDay(days[index]!.day)}</span>
        ))}
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-stone-800">
        <span className="flex items-center gap-1">
          <span className="inline-block h-3 w-3 bg-red-700/75" aria-hidden="true" /> Seitenaufrufe
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-0.5 w-4 bg-sky-700" aria-hidden="true" /> Besucher
        </span>
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium">Werte als Tabelle</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col">Tag</th>
              <th scope="col">Aufrufe</th>
              <th scope="col">Besucher</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <td>{shortDay(day.day)}</td>
                <td>{day.views}</td>
                <td>{day.visitors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function RankList({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: Array<{ key: string; views: number }>;
  empty: string;
}) {
  return (
    <Card className="p-4">
      <h3 className="font-semibold text-stone-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">{empty}</p>
      ) : (
        <ol className="mt-2 space-y-1 text-sm">
          {rows.map((row) => (
            <li key={row.key} className="flex justify-between gap-3">
              <span className="break-all">{row.key}</span>
              <span className="font-medium">{row.views}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h2 className="text-xl font-semibold text-stone-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Issue 13 §5: page views of the last 30 days, the portal's counts, and the outbox. */
export function StatisticsPanel() {
  const { timeZone } = useSite();
  const stats = useQuery(statisticsQuery);
  const outbox = useQuery(outboxQuery);
  return (
    <ListState query={stats} failed="Die Statistik konnte nicht geladen werden." skeleton="h-64 w-full">
      {(data) => (
        <div>
          <Block title="Seitenaufrufe der letzten 30 Tage">
            <Card className="p-4">
              <ViewsChart days={data.days} />
            </Card>
          </Block>
          <div className="mt-6 grid gap-4 md:grid-cols-2">
            <RankList
              title="Meistbesuchte Seiten"
              empty="Noch keine Aufrufe."
              rows={data.topPages.map((row) => ({ key: row.path, views: row.views }))}
            />
            <RankList
              title="Häufigste Herkunft"
              empty="Noch keine Besuche von anderen Seiten."
              rows={data.topReferrers.map((row) => ({ key: row.host, views: row.views }))}
            />
          </div>
          <Block title="Portal in Zahlen">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
              <CountCard label="Mitglieder" value={data.members} />
              <CountCard label="Marktplatz-Einträge" value={data.marketplaceEntries} />
              <CountCard label="Nachrichten" value={data.messages} />
            </div>
            <Card className="mt-4 p-4">
              <h3 className="font-semibold text-stone-900">Einreichungen pro Woche</h3>
              {data.submissionsPerWeek.length === 0 ? (
                <p className="mt-2 text-sm text-stone-700">
                  In den letzten Wochen gab es keine Einreichungen.
                </p>
              ) : (
                <ul className="mt-2 space-y-1 text-sm">
                  {data.submissionsPerWeek.map((week) => (
                    <li key={week.weekStart} className="flex justify-between">
                      <span>Woche ab {shortDay(week.weekStart)}</span>
                      <span className="font-medium">{week.count}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </Block>
          <Block title="Postausgang">
            <ListState
              query={outbox}
              skeleton="h-24 w-full"
              failed="Der Postausgang konnte nicht geladen werden."
              failedLine=""
              isEmpty={(mails) => mails.length === 0}
              empty={<p className="text-stone-700">Keine Mails.</p>}
            >
              {(mails) => (
                <ul className="space-y-2">
                  {mails.map((mail) => (
                    <li key={mail.id}>
                      <details className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
                        <summary className="cursor-pointer break-words">
                          <span className="font-medium">{mail.subject}</span> an {mail.to} ·{" "}
                          {new Intl.DateTimeFormat("de-CH", {
                            timeZone,
                            dateStyle: "medium",
                            timeStyle: "short",
                          }).format(new Date(mail.createdAt))}{" "}
                          ·{" "}
                          {mail.sentAt
                            ? "versendet"
                            : mail.error
                              ? `Fehler: ${mail.error}`
                              : "nicht versendet"}
                        </summary>
                        <pre className="mt-2 whitespace-pre-wrap break-words font-sans">{mail.body}</pre>
                      </details>
                    </li>
                  ))}
                </ul>
              )}
            </ListState>
          </Block>
        </div>
      )}
    </ListState>
  );
}
