// The tokens package ships declarations only beside its ES module build.
declare module '@astrouxds/tokens' {
  export * from '@astrouxds/tokens/dist/js/tokens.module';
}
