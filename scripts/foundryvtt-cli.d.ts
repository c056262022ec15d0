// The official pack compiler ships JavaScript only; this declares the one call the build uses.
declare module "@foundryvtt/foundryvtt-cli" {
  export interface CompileOptions {
    nedb?: boolean;
    yaml?: boolean;
    recursive?: boolean;
    log?: boolean;
  }
  export function compilePack(src: string, dest: string, options?: CompileOptions): Promise<void>;
}
