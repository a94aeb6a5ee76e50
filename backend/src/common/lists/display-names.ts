// The spec's names for a record whose investor or scheme is gone or unnamed, as SQL expressions over
// the usual aliases: `u` for the investor's users row, `s` for the scheme (both LEFT JOINed).

/** The investor's full name, or 'Unknown Investor'. */
export const INVESTOR_NAME_SQL = `COALESCE(NULLIF(u.full_name, ''), 'Unknown Investor')`;

/** The scheme's name, or 'Unknown Scheme'. */
export const SCHEME_NAME_SQL = `COALESCE(NULLIF(s.name, ''), 'Unknown Scheme')`;
