import { escapeHtml } from "../../lib/html";

/**
 * The one look of every mail the portal sends (issue 25, item 3): each kind writes its German text as
 * plain lines (its own builder), and this layout turns that text into the HTML part beside it, with the
 * municipality's name on top and inline styles only (mail programs drop style sheets). Blank lines part
 * paragraphs, lines starting with '- ' become a list, addresses become links.
 */

export interface MailBrand {
  municipality: string;
  publicUrl: string;
}

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/** A line with its addresses as links; the text around them escaped. */
function inline(line: string): string {
  let html = "";
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += escapeHtml(line.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" style="color:#991b1b;text-decoration:underline;word-break:break-all">${escapeHtml(url)}</a>`;
    last = (match.index ?? 0) + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/** A block of lines: runs of '- ' lines as lists, the other runs as paragraphs. */
function block(lines: string[]): string {
  if (lines.length === 1 && lines[0] === "—") {
    return '<hr style="border:none;border-top:1px solid #d6d3d1;margin:24px 0">';
  }
  const runs: Array<{ list: boolean; lines: string[] }> = [];
  for (const line of lines) {
    const list = line.startsWith("- ");
    const run = runs.at(-1);
    if (run && run.list === list) run.lines.push(line);
    else runs.push({ list, lines: [line] });
  }
  return runs
    .map((run) =>
      run.list
        ? `<ul style="margin:0 0 16px;padding-left:20px">${run.lines
            .map((line) => `<li style="margin:0 0 4px">${inline(line.slice(2))}</li>`)
            .join("")}</ul>`
        : `<p style="margin:0 0 16px">${run.lines.map(inline).join("<br>")}</p>`,
    )
    .join("\n");
}

/** The HTML part of a mail whose plain text is `text`. */
export function mailHtml(text: string, subject: string, brand: MailBrand): string {
  const blocks: string[][] = [[]];
  for (const line of text.split("\n")) {
    if (line.trim() === "") {
      if (blocks.at(-1)!.length > 0) blocks.push([]);
    } else if (line === "—") {
      blocks.push([line], []);
    } else {
      blocks.at(-1)!.push(line);
    }
  }
  const body = blocks
    .filter((lines) => lines.length > 0)
    .map(block)
    .join("\n");
  const site = `Dorfportal ${brand.municipality}`;
  return `<!doctype html>
<html lang="de-CH">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid #e7e5e4;border-radius:8px">
<tr><td style="background:#b91c1c;border-radius:8px 8px 0 0;padding:16px 24px;font-family:Arial,Helvetica,sans-serif;font-size:18px;font-weight:bold;color:#ffffff">${escapeHtml(site)}</td></tr>
<tr><td style="padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1c1917">
${body}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e7e5e4;font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#57534e">${escapeHtml(site)} · <a href="${escapeHtml(brand.publicUrl)}" style="color:#57534e">${escapeHtml(new URL(brand.publicUrl).host)}</a></td></tr>
</table>
</td></tr></table>
</body>
</html>`;
}
