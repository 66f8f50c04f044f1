/*
 * What a purchase costs, stated once for the server and every page: the list price (原价), the discount
 * (优惠) and what is paid (实付). All figures are whole fen, so 原价 − 优惠 = 实付 holds to the cent.
 * Plain arithmetic, shared like the schemas: no React, no DOM, no database.
 */

export interface PriceBreakdown {
  listPrice: number;
  discount: number;
  paid: number;
}

/** One course as sold: its list price and the price it sells at, in fen. */
export interface PriceLine {
  listPrice: number;
  price: number;
}

/**
 * The breakdown of one or more courses. `paid` defaults to the sum of the selling prices; an order passes
 * what it really charged (a seasonal reduction may take more off). A list price below the selling price
 * (a course without one) counts as the selling price, and nothing is ever paid above the list price, so
 * the discount is never negative.
 */
export function priceBreakdown(lines: readonly PriceLine[], paid?: number): PriceBreakdown {
  const selling = lines.reduce((sum, line) => sum + line.price, 0);
  const charged = paid ?? selling;
  const listed = lines.reduce((sum, line) => sum + Math.max(line.listPrice, line.price), 0);
  const listPrice = Math.max(listed, charged);
  return { listPrice, discount: listPrice - charged, paid: charged };
}

/** The API speaks yuan; the figures above are fen. */
export const fenToYuan = (fen: number): number => Math.round(fen) / 100;
export const yuanToFen = (yuan: number): number => Math.round(yuan * 100);
