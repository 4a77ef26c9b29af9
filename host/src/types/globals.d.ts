/** Set at build time by deploy/build/create-app-config.ts. */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
/** Where this app's built files are served (`/apps/host/1.0.0/`). */
declare const __PUBLIC_PATH__: string;
