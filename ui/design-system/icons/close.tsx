import { Icon, type IconProps } from "./icon";

export const CloseIcon = (props: IconProps) => <Icon {...props} d="M6 6l12 12M18 6L6 18" />;
