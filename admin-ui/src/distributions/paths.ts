// Where the distribution screens are inside the /admin router (issue 19 item 1), for links from elsewhere.

/** A scheme's distribution history. */
export const historyPath = (schemeId: string) => `/products/${encodeURIComponent(schemeId)}/distributions`;

/** A scheme's posts and their read receipts (issue 20 item 4). */
export const postsPath = (schemeId: string) => `/products/${encodeURIComponent(schemeId)}/posts`;

/** The Activity Center's Distribution tab with the scheme chosen. */
export const distributePath = (schemeId: string) => `/activity?tab=distribution&schemeId=${encodeURIComponent(schemeId)}`;
