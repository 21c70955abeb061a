import { count, eq, or } from 'drizzle-orm';
import type { ParsedQueryOf } from '@cmt/contract/endpoint';
import type { listCardOffers, exportCardOffers } from '@cmt/contract/endpoints/offers';
import { cairoDate } from '@cmt/contract/cairo-time';
import type { DbOrTx } from '../../db/client.ts';
import { merchants, offers } from '../../db/schema.ts';
import { defineList, listPage } from '../../lib/list-page.ts';
import { containsText } from '../../lib/sql.ts';
import { hitColumns, statusIs, toHit } from './offer-queries.ts';

/**
 * A page of live Lucky One card offers (kind CARD): text matches the English or Arabic title
 * anywhere (the pg_trgm indexes serve it), `status` is the one staff see on `today` in Cairo.
 */
/** The card offers list of these filters, for its page and its export (`exportCardOffers`). */
export function cardOfferList(
  db: DbOrTx,
  cdnBase: string,
  query: ParsedQueryOf<typeof exportCardOffers>,
  today = cairoDate(),
) {
  return defineList({
    rows: db
      .select(hitColumns(today))
      .from(offers)
      .innerJoin(merchants, eq(merchants.id, offers.merchantId))
      .$dynamic(),
    count: db.select({ value: count() }).from(offers).$dynamic(),
    where: [
      eq(offers.kind, 'CARD'),
      eq(offers.isDeleted, false),
      query.status ? statusIs(query.status, today) : undefined,
      query.query
        ? or(containsText(offers.titleEn, query.query), containsText(offers.titleAr, query.query))
        : undefined,
    ],
    sortColumns: {
      id: offers.id,
      titleEn: offers.titleEn,
      startsAt: offers.startsAt,
      endsAt: offers.endsAt,
      updatedAt: offers.updatedAt,
    },
    tiebreak: offers.id,
    toItem: toHit(cdnBase),
    key: offers.id,
  });
}

export const listCardOfferPage = (
  db: DbOrTx,
  cdnBase: string,
  query: ParsedQueryOf<typeof listCardOffers>,
  today = cairoDate(),
) => listPage(query, cardOfferList(db, cdnBase, query, today));
