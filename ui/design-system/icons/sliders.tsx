import { Icon, type IconProps } from "./icon";

export const SlidersIcon = (props: IconProps) => <Icon {...props} d="M4 6h16M7 12h10M10 18h4" />;
