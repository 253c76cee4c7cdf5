import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { AuthUser } from "../../shared/auth/auth";
import { admitted, route } from "./access";

/**
 * A member's own setting at one address: any signed-in member reads it (GET); writing it (PUT, the body
 * checked by `body`) is for members or, where the area counts it as an action, verified members only.
 */
export function memberSettingRoutes<Body extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  setting: {
    write: "member" | "verified";
    body: Body;
    read: (member: AuthUser) => Promise<unknown>;
    save: (member: AuthUser, body: z.infer<Body>) => Promise<unknown>;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(url, route.member, async (request) => setting.read(admitted(request)));
  // The provider cannot narrow a generic schema: the body is what `setting.body` let through.
  api.put(url, { config: { access: setting.write }, schema: { body: setting.body } }, async (request) =>
    setting.save(admitted(request), request.body as z.infer<Body>),
  );
}
