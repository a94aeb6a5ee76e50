// The self-hosted Inter font, loaded once per app: each app's entry imports '@fund/ui/fonts'.
import '@fontsource-variable/inter';
