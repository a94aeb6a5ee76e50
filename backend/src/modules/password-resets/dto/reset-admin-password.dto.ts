/** The route takes no fields: an empty body or `{}`; any field answers 400. */
export class ResetAdminPasswordDto {}
