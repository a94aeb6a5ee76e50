/** The platform version shown in the sidebar footer (spec/000 §9). */
export const APP_VERSION: string = __APP_VERSION__;
