package lib;
public class Q extends P { public String tag() { return "Q"; } }
