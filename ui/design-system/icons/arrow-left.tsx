import { Icon, type IconProps } from "./icon";

export const ArrowLeftIcon = (props: IconProps) => <Icon {...props} d="M19 12H5M11 6l-6 6 6 6" />;
