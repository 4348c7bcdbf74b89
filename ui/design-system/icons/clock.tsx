import { Icon, type IconProps } from "./icon";

export const ClockIcon = (props: IconProps) => <Icon {...props} d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7v5l3 2" />;
