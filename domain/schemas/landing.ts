import { z } from "zod";
import { zText } from "./fields";

// The landing page's live feed.

/** GET /api/feed: the landing page's live cards (empty lists mean the catalogue is empty). */
const ZFeedCardSchema = z.object({
  id: zText(),
  href: zText(),
  company: zText(),
  owner: zText(),
  description: zText(),
  raised: z.number(),
  percentFunded: z.number(),
});
export const ZFeedSchema = z.object({ campaigns: z.array(ZFeedCardSchema), companies: z.array(ZFeedCardSchema) });
export type TFeed = z.infer<typeof ZFeedSchema>;
