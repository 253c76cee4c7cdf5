import { describe, expect, it } from "vitest";
import { ADMIN_EMAIL, as, createTestAppWithPeople, signUpUnverified, type Who } from "../../test/app";
import { sharedPortal } from "../../test/shared-by-tests";
import { createEntry, offer } from "./test-entries";

/**
 * The marketplace list from the response cache for everyone: visitors and unconfirmed members read the
 * visitors' entry, confirmed members (owners and admins among them) the confirmed members' copy with the
 * contact details; each gets the JSON the list computes for them.
 */
const LIST = "/api/help-entries?kind=offer";
const PHONE = "062 555 11 22";

const s = sharedPortal(async () => {
  const portal = await createTestAppWithPeople({
    admin: { email: ADMIN_EMAIL, firstName: "Chefin", lastName: "Zaugg" },
    owner: { firstName: "Olga", lastName: "Oberli" },
    confirmed: { firstName: "Beat", lastName: "Brunner" },
  });
  const unconfirmed = await signUpUnverified(portal.t.app, { email: "neu@nowhere.invalid" });
  await createEntry(portal.t.app, portal.owner, {
    title: "Leiterwagen zum Ausleihen",
    contactPhone: PHONE,
  });
  await createEntry(portal.t.app, portal.confirmed, {
    title: "Velo zu verschenken",
    contactEmail: "beat@example.ch",
  });
  return { ...portal, unconfirmed };
});

const app = () => s.t.app;
const people = (): Record<string, Who> => ({
  visitor: null,
  unconfirmed: s.unconfirmed,
  confirmed: s.confirmed,
  owner: s.owner,
  admin: s.admin,
});

/** Each person's list as the marketplace computes it, the response cache off. */
async function computedLists() {
  app().responseCache.enabled = false;
  try {
    const lists: Record<string, string> = {};
    for (const [name, who] of Object.entries(people())) lists[name] = (await as(app(), who).get(LIST)).body;
    return lists;
  } finally {
    app().responseCache.enabled = true;
  }
}

describe("the marketplace list from the response cache", () => {
  it("answers each person what the list computes for them, the second time without a query", async () => {
    const computed = await computedLists();
    expect(computed.visitor).not.toContain(PHONE);
    expect(computed.unconfirmed).toBe(computed.visitor);
    expect(computed.confirmed).toContain(PHONE);
    expect(computed.owner).toBe(computed.confirmed);
    expect(computed.admin).toBe(computed.confirmed);

    // Whoever comes first leaves the entry the others of their kind are served.
    for (const first of ["owner", "admin", "confirmed", "unconfirmed", "visitor"]) {
      app().responseCache.clear();
      const order = [first, ...Object.keys(people()).filter((name) => name !== first)];
      for (const name of [...order, ...order]) {
        const answer = await as(app(), people()[name]).get(LIST);
        expect(answer.body, `${name} after ${first}`).toBe(computed[name]);
      }
    }
    for (const name of Object.keys(people())) {
      const queries = await s.t.generationWatch.queriesDuring(() => as(app(), people()[name]).get(LIST));
      expect(queries, name).toBe(0);
    }
  });

  it("keeps the confirmed members' copy from browsers and proxies, and from visitors", async () => {
    const member = await as(app(), s.confirmed).get(LIST);
    expect(member.headers["cache-control"]).toBe("no-store");
    expect((await as(app(), null).get(LIST)).headers["cache-control"]).toBe("no-cache");
    const front = await app().listen({ port: 0, host: "127.0.0.1" });
    const visitor = await fetch(`${front}${LIST}`);
    expect(await visitor.text()).not.toContain(PHONE);
  });

  it("shows each write on the next read, to visitors and confirmed members", async () => {
    const created = await createEntry(app(), s.owner, {
      title: "Rasenmäher frei",
      contactPhone: "062 555 99 00",
    });
    for (const who of [null, s.confirmed])
      expect((await as(app(), who).get(LIST)).body).toContain("Rasenmäher frei");
    expect((await as(app(), s.confirmed).get(LIST)).body).toContain("062 555 99 00");

    const changed = await as(app(), s.owner).put(
      `/api/help-entries/${created.id}`,
      offer({ title: "Rasenmäher vergeben", contactPhone: "062 555 99 01" }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await as(app(), null).get(LIST)).body).toContain("Rasenmäher vergeben");
    expect((await as(app(), s.confirmed).get(LIST)).body).toContain("062 555 99 01");

    expect((await as(app(), s.owner).delete(`/api/help-entries/${created.id}`)).statusCode).toBe(204);
    for (const who of [null, s.confirmed])
      expect((await as(app(), who).get(LIST)).body).not.toContain("Rasenmäher");
  });
});
