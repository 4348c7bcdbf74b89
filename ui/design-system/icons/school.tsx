import { Icon, type IconProps } from "./icon";

export const SchoolIcon = (props: IconProps) => <Icon {...props} d="M2 9l10-5 10 5-10 5z M6 11v5c3 3 9 3 12 0v-5" />;
