import { Icon, type IconProps } from "./icon";

export const TargetIcon = (props: IconProps) => <Icon {...props} d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M12 12h.01" />;
