import * as astro from '@astrouxds/tokens';

/** The six statuses of the Astro UXDS status system; each has a colour and a shape. */
export const STATUSES = ['critical', 'serious', 'caution', 'normal', 'standby', 'off'] as const;
export type Status = (typeof STATUSES)[number];

export const CLASSIFICATIONS = ['UNCLASSIFIED', 'CUI', 'CONFIDENTIAL', 'SECRET', 'TOP SECRET'] as const;
export type ClassificationMarking = (typeof CLASSIFICATIONS)[number];

/**
 * The platform theme, built from Astro UXDS's published dark-theme tokens rather than an invented palette.
 * Provided once by the shell; centers read it through emotion's `useTheme` or styled components.
 */
export const platformTheme = {
  color: {
    background: astro.ColorBackgroundBaseDefault,
    backgroundHeader: astro.ColorBackgroundBaseHeader,
    backgroundHover: astro.ColorBackgroundBaseHover,
    surface: astro.ColorBackgroundSurfaceDefault,
    surfaceHeader: astro.ColorBackgroundSurfaceHeader,
    surfaceHover: astro.ColorBackgroundSurfaceHover,
    surfaceSelected: astro.ColorBackgroundSurfaceSelected,
    interactive: astro.ColorBackgroundInteractiveDefault,
    interactiveHover: astro.ColorBackgroundInteractiveHover,
    text: astro.ColorTextPrimary,
    textSecondary: astro.ColorTextSecondary,
    textPlaceholder: astro.ColorTextPlaceholder,
    textInverse: astro.ColorTextInverse,
    textInteractive: astro.ColorTextInteractiveDefault,
    textError: astro.ColorTextError,
    border: astro.ColorBorderInteractiveMuted,
    borderInteractive: astro.ColorBorderInteractiveDefault,
    focus: astro.ColorBorderFocusDefault,
    inputBackground: astro.InputColorBackgroundDefault,
    inputBorder: astro.InputColorBorderDefault,
    inputBorderHover: astro.InputColorBorderHover,
    inputBorderInvalid: astro.InputColorBorderInvalid,
    /** Behind a modal dialog: dims the page so the dialog stands out. */
    overlay: 'rgba(8, 12, 17, 0.72)',
  },
  /**
   * Text colours of feedback messages. The error red is a step lighter than the status red so that it
   * keeps a 4.5:1 contrast on surfaces as well as on the page background.
   */
  feedback: {
    success: astro.ColorPaletteGreen500,
    error: astro.ColorPaletteRed400,
  },
  status: {
    critical: astro.StatusSymbolColorFillCriticalOnDark,
    serious: astro.StatusSymbolColorFillSeriousOnDark,
    caution: astro.StatusSymbolColorFillCautionOnDark,
    normal: astro.StatusSymbolColorFillNormalOnDark,
    standby: astro.StatusSymbolColorFillStandbyOnDark,
    off: astro.StatusSymbolColorFillOffOnDark,
  } satisfies Record<Status, string>,
  classification: {
    UNCLASSIFIED: astro.ClassificationBannerColorBackgroundUnclassified,
    CUI: astro.ClassificationBannerColorBackgroundCui,
    CONFIDENTIAL: astro.ClassificationBannerColorBackgroundConfidential,
    SECRET: astro.ClassificationBannerColorBackgroundSecret,
    'TOP SECRET': astro.ClassificationBannerColorBackgroundTopsecret,
  } satisfies Record<ClassificationMarking, string>,
  space: {
    xs: astro.Spacing1,
    sm: astro.Spacing2,
    md: astro.Spacing4,
    lg: astro.Spacing6,
    xl: astro.Spacing8,
  },
  font: {
    family: astro.FontFamilySans,
    size: {
      sm: astro.FontSizeSm,
      base: astro.FontSizeBase,
      lg: astro.FontSizeLg,
      xl: astro.FontSizeXl,
      xxl: astro.FontSize2xl,
    },
    weight: { regular: astro.FontWeightRegular, medium: astro.FontWeightMedium, bold: astro.FontWeightBold },
  },
  radius: astro.RadiusBase,
  shadowOverlay: astro.ShadowOverlay,
  /** Height of each classification banner; reserved so banners never shift the layout. */
  bannerHeight: '24px',
} as const;

export type PlatformTheme = typeof platformTheme;
