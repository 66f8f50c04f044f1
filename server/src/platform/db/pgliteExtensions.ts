import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create, bundled into the embedded database: pg_trgm indexes the
 * words of course titles (the console's order search by course), in Chinese as in Latin letters.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
