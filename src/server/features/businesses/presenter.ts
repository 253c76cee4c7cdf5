import type { Business, OpeningHours } from "../../../shared/businesses/businesses";
import type { businesses } from "../../db/schema";

export const toBusiness = (row: typeof businesses.$inferSelect): Business => ({
  id: row.id,
  name: row.name,
  category: row.category,
  description: row.description,
  address: row.address,
  phone: row.phone,
  email: row.email,
  website: row.website,
  imageUrl: row.imageUrl,
  openingHours: (row.openingHours as OpeningHours | null) ?? null,
  latitude: row.latitude,
  longitude: row.longitude,
  isActive: row.isActive,
});
