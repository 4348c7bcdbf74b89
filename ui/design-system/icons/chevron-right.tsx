import { Icon, type IconProps } from "./icon";

export const ChevronRightIcon = (props: IconProps) => <Icon {...props} d="M9 6l6 6-6 6" />;
