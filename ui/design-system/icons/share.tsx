import { Icon, type IconProps } from "./icon";

export const ShareIcon = (props: IconProps) => <Icon {...props} d="M12 3v12M7 8l5-5 5 5M5 14v6h14v-6" />;
