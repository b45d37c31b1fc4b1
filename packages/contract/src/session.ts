/** The httpOnly, SameSite=Lax cookie the web keeps the session token in (ADR 001). */
export const SESSION_COOKIE = 'apotek_session';
/** Sessions last 30 days from login. */
export const SESSION_TTL_DAYS = 30;
/** A session unused this long ends even inside its 30 days: a forgotten device stops being a way in. */
export const SESSION_IDLE_DAYS = 7;
